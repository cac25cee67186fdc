import { buildTestApp } from '../../../test/helpers/app';
import { uploadsSuite } from '../../../test/uploads-suite';

// The uploads suite against the app in this process (uploads.built-api.test.ts: the compiled API).
uploadsSuite(async (overrides) => buildTestApp(overrides));
