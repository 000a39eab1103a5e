/** What the trademarks module offers the rest of the server: other modules and the app import it only from here. */
export { upsertTrademarks, type TrademarkRecord } from './repositories/trademarks';
export { trademarkRoutes } from './routes';
