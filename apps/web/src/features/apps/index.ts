/** Nothing of applications is used by other capabilities' pages yet. */
export {};
