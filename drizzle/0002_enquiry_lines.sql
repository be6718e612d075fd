CREATE TABLE `enquiry_lines` (
	`enquiry_id` integer NOT NULL,
	`position` integer NOT NULL,
	`medicine_id` text NOT NULL,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`enquiry_id`, `position`),
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `enquiries` ADD `phone` text;