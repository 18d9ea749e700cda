import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const dovecotBinary = '/usr/sbin/dovecot';

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, server: ChildProcess) {
  for (let tries = 0; tries < 100; tries++) {
    if (server.exitCode !== null) throw new Error(`Dovecot exited with code ${server.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Dovecot did not listen within 5 s');
}

// A private Dovecot (Debian's dovecot-imapd, which .ci/run installs) for one test file: its own port, folders and
// users, plain IMAP on 127.0.0.1, gone again with `stop`. Run as root, it serves mail as Debian's dovecot user.
export async function startDovecot() {
  if (!fs.existsSync(dovecotBinary)) {
    throw new Error('the IMAP tests need Dovecot: apt-get install dovecot-imapd (.ci/run installs it)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-dovecot-'));
  const port = await freePort();
  // A file per user: Dovecot reads a users file again only when its modification time moves, which an addition
  // within the same second does not do.
  const usersDir = path.join(dir, 'users');
  const asRoot = process.getuid?.() === 0;
  const user = os.userInfo().username;
  const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  for (const folder of ['run', 'state', 'home', 'users']) fs.mkdirSync(path.join(dir, folder));
  // Dovecot's own users read the users file and write the mail: the folder is theirs to enter.
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['dovecot:dovecot', path.join(dir, 'home')]);
  }
  fs.writeFileSync(
    path.join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = srm-test-${path.basename(dir)}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is answered at once: tests try some on purpose.
auth_failure_delay = 0
default_internal_user = ${asRoot ? 'dovecot' : user}
default_internal_group = ${asRoot ? 'dovecot' : group}
default_login_user = ${asRoot ? 'dovenull' : user}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${usersDir}/%u
}
userdb {
  driver = static
  args = uid=${asRoot ? 'dovecot' : user} gid=${asRoot ? 'dovecot' : group} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
# Debian's dovecot user (or the one running the tests) has a system uid, below Dovecot's default floor of 500.
first_valid_uid = 1
`,
  );
  const server = spawn(dovecotBinary, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  await waitForPort(port, server);

  return {
    host: '127.0.0.1',
    port,
    // A new mailbox with its own user and password.
    addMailbox() {
      const mailbox = { user: `box-${randomUUID().slice(0, 8)}@example.ng`, password: randomUUID() };
      fs.writeFileSync(path.join(usersDir, mailbox.user), `${mailbox.user}:{PLAIN}${mailbox.password}\n`);
      return mailbox;
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Dovecot = Awaited<ReturnType<typeof startDovecot>>;
