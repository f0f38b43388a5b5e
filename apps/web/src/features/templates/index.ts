/** What other capabilities may use of templates: nothing yet. */
export {};
