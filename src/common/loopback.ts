/**
 * Loopback addresses: the only ones plain http may be used for (the key never leaves the
 * machine), and never sent through a proxy for the same reason.
 */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
