import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { INITIAL_CONNECTION_STATE, type ConnectionState } from './connection-state';
import { pageSingleton } from './page-singleton';

/** Written only by the socket client; the page has one (see pageSingleton). */
export const writableConnectionStateAtom: PrimitiveAtom<ConnectionState> = pageSingleton('connection-state', () => atom<ConnectionState>(INITIAL_CONNECTION_STATE));

/** The live connection's state (SPEC §3), read-only for components. */
export const connectionStateAtom: Atom<ConnectionState> = writableConnectionStateAtom;
