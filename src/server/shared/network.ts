import net from 'node:net';

/**
 * The network an address belongs to, as a privacy-minded account console shows it: an IPv4 address's /24
 * (203.0.113.0/24), an IPv6 address's /48 (2001:db8:85a3::/48); an IPv4 address written as IPv6 (::ffff:203.0.113.7)
 * is read as the IPv4 one. Null for anything that is not an address. The full address is never kept or shown.
 */
export function networkOf(address: string | null | undefined): string | null {
  const plain = (address ?? '').trim().replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) is the machine's own
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  const candidate = mapped ?? plain;
  if (net.isIPv4(candidate)) return `${candidate.split('.').slice(0, 3).join('.')}.0/24`;
  if (!net.isIPv6(candidate)) return null;
  const groups = ipv6Groups(candidate);
  const kept = groups.slice(0, 3).map((g) => g.toString(16));
  // The network part in the shortest form: trailing zero groups fold into the "::".
  while (kept.length > 0 && kept[kept.length - 1] === '0') kept.pop();
  return `${kept.join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
