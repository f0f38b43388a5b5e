/** What other parts of the console use of the enterprise capability. */
export { ContextSwitch } from './ContextSwitch';
export { CreateEnterpriseButton } from './CreateEnterpriseButton';
export { realNameColour } from './labels';
