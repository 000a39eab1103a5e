// A remote's pages are reached through federation (remoteEntry.js); this entry only gives webpack a root.
export {};
