import { readdirSync, readFileSync } from "node:fs";

/** A Linux thread's nice value, from its /proc stat line (the 19th field; the name before may hold spaces). */
export const niceOf = (statFile: string) => Number(readFileSync(statFile, "utf8").split(") ")[1]!.split(" ")[16]);

/** The ids of this process's threads now. */
export const threadIds = () => new Set(readdirSync("/proc/self/task"));
