ALTER TABLE `enquiries` ADD `shop` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `drug_licence` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `gstin` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `city` text;