ALTER TABLE `enquiries` ADD `order_plan` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `repeat_key` text;--> statement-breakpoint
CREATE INDEX `enquiries_repeat` ON `enquiries` (`repeat_key`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_status_changes` (
	`enquiry_id` integer NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	`staff` text,
	`notice` text DEFAULT 'none' NOT NULL,
	`claimed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`enquiry_id`, `status`),
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `order_status_changes_notice` ON `order_status_changes` (`notice`,`at`);--> statement-breakpoint
UPDATE `enquiries` SET `order_status` = CASE `order_status` WHEN 'answered' THEN 'accepted' WHEN 'closed' THEN 'closed' ELSE 'new' END;--> statement-breakpoint
UPDATE `desk_enquiry_states` SET `status` = 'accepted' WHERE `status` = 'answered';--> statement-breakpoint
INSERT INTO `order_status_changes` (`enquiry_id`, `status`, `at`, `staff`, `notice`) SELECT `id`, 'new', `created_at`, NULL, 'none' FROM `enquiries`;--> statement-breakpoint
INSERT INTO `order_status_changes` (`enquiry_id`, `status`, `at`, `staff`, `notice`) SELECT `desk_enquiry_states`.`enquiry_id`, `enquiries`.`order_status`, `desk_enquiry_states`.`updated_at`, `desk_enquiry_states`.`updated_by`, 'none' FROM `desk_enquiry_states` JOIN `enquiries` ON `enquiries`.`id` = `desk_enquiry_states`.`enquiry_id` WHERE `enquiries`.`order_status` IN ('accepted', 'closed');
