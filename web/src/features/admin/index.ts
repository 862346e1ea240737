/** The back-office (lazy-loaded by the router; nothing here is used by other features). Other features import only what this file exports. */
export {};
