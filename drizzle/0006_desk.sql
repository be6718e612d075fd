CREATE TABLE `desk_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`staff` text NOT NULL,
	`action` text NOT NULL,
	`enquiry_id` integer,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `desk_actions_at` ON `desk_actions` (`at`);--> statement-breakpoint
CREATE INDEX `desk_actions_enquiry` ON `desk_actions` (`enquiry_id`);--> statement-breakpoint
CREATE TABLE `desk_digests` (
	`day` text PRIMARY KEY NOT NULL,
	`claimed_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE TABLE `desk_enquiry_states` (
	`enquiry_id` integer PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `desk_enquiry_states_status` ON `desk_enquiry_states` (`status`,`enquiry_id`);--> statement-breakpoint
CREATE TABLE `desk_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `desk_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `desk_sessions_last_seen` ON `desk_sessions` (`last_seen_at`);--> statement-breakpoint
CREATE TABLE `desk_sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `desk_sign_in_links_expires` ON `desk_sign_in_links` (`expires_at`);