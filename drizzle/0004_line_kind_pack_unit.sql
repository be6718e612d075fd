ALTER TABLE `enquiry_lines` ADD `free_text` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiry_lines` ADD `pack` text;--> statement-breakpoint
ALTER TABLE `enquiry_lines` ADD `manufacturer` text;--> statement-breakpoint
ALTER TABLE `enquiry_lines` ADD `unit` text;