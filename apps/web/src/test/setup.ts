import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 5 s rather than 1 s: on a busy 2-core CI machine a render can
// take longer than a second. This bounds a wait; it asserts nothing about speed.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
