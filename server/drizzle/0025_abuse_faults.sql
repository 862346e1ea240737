-- The sale a refund or chargeback names. A reversal can reach us before its sale; kept with the event,
-- the sale that arrives after it is recognised as the one already reversed, and is recorded without
-- being granted.
ALTER TABLE "payment_events" ADD COLUMN "sale_id" text;
