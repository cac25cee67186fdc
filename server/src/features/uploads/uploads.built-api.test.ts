import { builtApiTarget } from '../../../test/helpers/built-api';
import { uploadsSuite } from '../../../test/uploads-suite';

// The uploads suite against the compiled API, as `npm run api` runs it (server/dist/main.js under
// plain node, its image worker server/dist/image-worker.js): what production runs.
uploadsSuite((overrides) => builtApiTarget(overrides));
