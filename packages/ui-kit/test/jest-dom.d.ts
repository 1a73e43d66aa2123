// Types for the jest-dom matchers registered in setup.ts.
import '@testing-library/jest-dom/vitest';
