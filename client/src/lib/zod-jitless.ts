// zod compiles fast object parsers with `new Function` when it may, and probes for that with
// `new Function("")`. Under the client's strict CSP (no 'unsafe-eval') the probe fails, as
// it should, but the browser still reports it as a CSP violation (a console error and a
// DevTools issue on every page with a form). In the browser zod runs without that compiler.
import { config } from 'zod';

config({ jitless: true });
