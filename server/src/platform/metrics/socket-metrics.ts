import { Gauge, type Registry } from 'prom-client';

/** Sockets connected to this node (authenticated ones: a refused handshake never counts), read on scrape. */
export function registerSocketMetrics(registry: Registry, connectedSockets: () => number): void {
  new Gauge({
    name: 'iprism_socket_connections',
    help: 'Live sockets connected to this node',
    registers: [registry],
    collect() {
      this.set(connectedSockets());
    },
  });
}
