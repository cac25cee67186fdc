import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// These tests render whole routes (lazy data, dialogs, toasts). On a loaded machine a
// step can take well over Testing Library's default second, so waits and tests get room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
