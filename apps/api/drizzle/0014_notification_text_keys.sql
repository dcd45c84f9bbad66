-- A notification keeps the key and params of its text (notification-texts.ts), so each reader
-- gets it in their language, old notifications included (ADR 0015). title and body stay as the
-- Ukrainian text written at the time, read when a notification has no key.
ALTER TABLE "notifications" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
-- The demo's notifications written before the keys: the same texts, now by key.
UPDATE "notifications" SET "text_key" = 'order_created', "text_params" = '{"order":10482,"total":"1 849 грн"}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Нове замовлення №10482'
    AND "body" = 'Ірина Мельник оформила замовлення на 2 товари на суму 1 849 грн. Підтвердіть його протягом 24 годин.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'ttn_added', "text_params" = '{"order":10477,"ttn":"20450812345678"}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Додано ТТН до замовлення №10477'
    AND "body" = 'Номер накладної Нової Пошти: 20450812345678. Покупець отримав SMS з номером для відстеження.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'parcel_waiting', "text_params" = '{"order":10465,"ttn":"20450812339876","branch":12}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Посилка чекає у відділенні 3 дні'
    AND "body" = 'Замовлення №10465 (ТТН 20450812339876) вже 3 дні у відділенні №12 у Львові. Нагадайте покупцю забрати посилку, інакше її повернуть.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'photo_rules_updated', "text_params" = '{"size":"800×800"}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Оновлення правил маркетплейсу'
    AND "body" = 'З 1 числа наступного місяця змінюються вимоги до фото товарів: мінімальний розмір — 800×800 px. Подробиці — в інформаційних статтях.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'shipment_sent', "text_params" = '{"order":10471,"ttn":"20450812340012"}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Замовлення №10471 відправлено'
    AND "body" = 'Посилку передано Новій Пошті (ТТН 20450812340012). Орієнтовна доставка — завтра.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'product_moderated', "text_params" = '{"sku":"204117"}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Товар пройшов модерацію'
    AND "body" = 'Товар «Навушники бездротові SoundPro X2» перевірено та опубліковано на маркетплейсі.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'import_finished', "text_params" = '{"rows":248,"created":196,"updated":47,"skipped":5}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Імпорт товарів завершено'
    AND "body" = 'Оброблено 248 рядків: створено 196, оновлено 47, пропущено 5. Звіт про помилки — у списку імпортів.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'order_cancelled', "text_params" = '{"order":10459}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Замовлення №10459 скасовано покупцем'
    AND "body" = 'Причина: покупець передумав. Товар повернуто на залишок.';
--> statement-breakpoint
UPDATE "notifications" SET "text_key" = 'welcome', "text_params" = '{}'::jsonb
  WHERE "text_key" IS NULL AND "title" = 'Ласкаво просимо до кабінету постачальника!'
    AND "body" = 'Заповніть інформаційні статті, додайте товари та налаштуйте доставку й оплату — і покупці зможуть робити замовлення.';
