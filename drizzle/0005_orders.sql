ALTER TABLE `enquiries` ADD `channel` text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `order_token_hash` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `order_status` text;--> statement-breakpoint
CREATE UNIQUE INDEX `enquiries_order_token_hash_unique` ON `enquiries` (`order_token_hash`);