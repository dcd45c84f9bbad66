/**
 * Every benchmark, one after the other: `npm run bench -w @supplier/bench`.
 * Each prints its figures; the exit code is 1 when a bench could not measure something or a route
 * is over its first-load budget (bundle-size.ts).
 */
import { benchBundleSize } from './bundle-size';
import { benchSettings } from './settings';

const results = [await benchBundleSize(), await benchSettings()];
if (results.includes(false)) process.exitCode = 1;
