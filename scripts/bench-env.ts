/** BENCH_PORTS=3351,3352 and BENCH_DB_SUFFIX=_x let two benches share a machine and a cluster. */
export const benchPorts = (defaults: [number, number]): [number, number] => {
  const [a, b] = (process.env.BENCH_PORTS ?? '').split(',').map(Number);
  return [a || defaults[0], b || defaults[1]];
};
export const benchDbName = (name: string) => `${name}${process.env.BENCH_DB_SUFFIX ?? ''}`;
