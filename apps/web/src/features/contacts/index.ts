/** External contacts: nothing other parts of the console use yet. */
export {};
