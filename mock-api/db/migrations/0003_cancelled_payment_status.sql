-- Issue 14: a card order released unpaid by its payment hold is cancelled with its payment (payment_status
-- CANCELLED, schema/commerce.ts). Orders released before this change kept PENDING beside their CANCELLED status.
UPDATE "shop_order" SET "payment_status" = 'CANCELLED' WHERE "status" = 'CANCELLED' AND "payment_status" = 'PENDING';
