// Global vitest setup (shared by every test file); intentionally empty for now.
export {};
