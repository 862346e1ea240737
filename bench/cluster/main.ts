import { startCluster } from './cluster.ts';

/**
 * `npm run cluster`: the whole several-machine layout on this one (see cluster.ts and docs/deploy.md),
 * until Ctrl-C stops every part of it.
 */
const basePort = Number(process.env.CLUSTER_PORT ?? 4600);
const pgPort = Number(process.env.CLUSTER_PG_PORT ?? 5440);
const cluster = await startCluster({ basePort, pgPort });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

console.log(`
Velvet cluster is serving on ${cluster.url}
  HAProxy status      ${cluster.statsUrl}
  instances           ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')} (metrics at …/metrics)
  PostgreSQL          primary ${cluster.databaseUrl}
                      replica ${cluster.replicaUrl}
  Redis               ${cluster.redisUrl}
  mail (SMTP sink)    127.0.0.1:${cluster.ports.smtp}, messages in this terminal
  object storage      s3rver on 127.0.0.1:${cluster.ports.s3}
  logs                ${cluster.logs}
Ctrl-C stops everything.`);

// The sink keeps the messages; say what arrives, so one-time codes can be read here.
let shown = 0;
setInterval(() => {
  for (const message of cluster.smtp.messages.slice(shown)) {
    const code = /^(\d{5})\r?$/m.exec(message.raw)?.[1];
    console.log(`mail to ${message.to.join(', ')}: ${message.subject}${code ? ` (code ${code})` : ''}`);
  }
  shown = cluster.smtp.messages.length;
}, 1000).unref();
// Keeps the process alive until a signal.
setInterval(() => {}, 1 << 30);
