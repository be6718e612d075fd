import { availableParallelism } from "node:os";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    // One file per core and one more, not Vitest's one per core less: many files spend much of their
    // time waiting (a PostgreSQL cluster starting, a child process, an SMTP peer), and on a 2-core
    // machine Vitest's default is a single worker. Measured on 2 cores: 335 s with 1, 208 s with 3
    // (docs/decisions/049-test-runners-on-two-cores.md).
    maxWorkers: availableParallelism() + 1,
    // Timeouts catch a test that hangs; they are not speed checks (the benchmarks are). Three files at
    // once on two cores, a test that starts a worker thread (the first workbook or order check of a
    // file loads its module and exceljs through tsx) took 5.1 s and failed at Vitest's 5 s default.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
