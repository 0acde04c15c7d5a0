// 退出并清除本机数据: stops the offline layer and deletes this user's local databases. Loaded only
// when asked for, so the login page (which signs nobody out) does not download Dexie.
import { Dexie } from 'dexie';
import { localDbName, stopLocalSync } from '../../local';

/** Every local database of the user (one per ledger set), by the names db.ts gives them. */
export async function deleteUserDatabases(userName: string): Promise<void> {
  const prefix = localDbName(userName, '');
  const names = await Dexie.getDatabaseNames();
  // Other windows' connections close themselves on the deletion's versionchange (Dexie's default).
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => Dexie.delete(name)));
}

export async function wipeUserData(userName: string): Promise<void> {
  await stopLocalSync();
  await deleteUserDatabases(userName);
}
