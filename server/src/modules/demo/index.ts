/** What the demo module offers the rest of the server: other modules and the app import it only from here. */
export { refreshDemoPriorArt, seedDemoApplications } from './applications';
export { printDemoAccounts } from './print';
export { seedDemoScout } from './scout';
export { seedDemo } from './seed';
