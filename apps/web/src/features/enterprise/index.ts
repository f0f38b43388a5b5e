/** What other parts of the console use of the enterprise capability. */
export { ContextSwitch } from './ContextSwitch';
export { realNameColour } from './labels';
