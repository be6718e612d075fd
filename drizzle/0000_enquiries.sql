CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`page` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`delivered_at` integer,
	`client_hash` text NOT NULL,
	`dedupe_key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_dedupe_key_unique` ON `enquiries` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `enquiries_client_created` ON `enquiries` (`client_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_due` ON `enquiries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `secrets` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
