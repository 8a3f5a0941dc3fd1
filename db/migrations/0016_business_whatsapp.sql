-- A business's WhatsApp number (issue 25): a Turkish mobile in E.164, shown on its page as "WhatsApp'tan yaz".
ALTER TABLE "businesses" ADD COLUMN "whatsapp" varchar(20);
