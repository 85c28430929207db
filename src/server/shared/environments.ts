import { markets as dev } from '../../generated/markets/dev';
import { markets as fallback } from '../../generated/markets/fallback';
import { markets as local } from '../../generated/markets/local';
import { markets as perf } from '../../generated/markets/perf';
import { markets as production } from '../../generated/markets/production';
import { markets as qa } from '../../generated/markets/qa';
import type { EnvironmentName } from '../../generated/site';
import type { Market } from '../../generated/types/market';

/**
 * The market table of every environment. The browser bundle carries one of them; the server answers pages
 * with the same one, so its 200 or 404 agrees with what the app then renders.
 */
export const environmentMarkets: Record<EnvironmentName, Market[]> = { production, perf, qa, dev, local, fallback };
