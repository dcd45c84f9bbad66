/** The scale-out bench's surroundings: a Redis of its own, nginx in front, waiting for a port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

export interface OwnRedis {
  /** `kill -9`. */
  kill(): void;
  /** Starts it again on the same port and waits until it listens. */
  restart(): Promise<void>;
}

/** A `redis-server` of the bench's own on `port` (no persistence), running once this resolves. */
export async function ownRedis(port: number): Promise<OwnRedis> {
  let child = startRedis(port);
  await waitForPort(port).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    kill: () => child.kill('SIGKILL'),
    restart: async () => {
      child = startRedis(port);
      await waitForPort(port);
    },
  };
}

/** nginx as deploy/nginx.conf sets it up for the API processes (its upstream and proxy settings). */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const file = join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 25m;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Port $server_port;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
  );
  return file;
}
