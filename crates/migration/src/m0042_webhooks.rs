//! Integrations and webhooks (SPEC §1 integrations, §3 Webhook application and log, §4 Integration and Webhook
//! event, §9): a company's integrations with their activation and settings, its webhook applications (a signing
//! secret, testing or production), the events each application subscribes to with a URL, every delivery of an
//! event to a subscription and every attempt of a delivery (the History tab).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("integrations")
                .if_not_exists()
                .col(uuid("company_id"))
                .col(string_len("kind", 30))
                .col(boolean("active").default(false))
                .col(json_null("settings"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("updated_at"))
                .primary_key(Index::create().col("company_id").col("kind"))
                .foreign_key(&mut fk("integrations", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("webhook_apps")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string_len("name", 120))
                .col(string_len("name_key", 120))
                .col(string_len("env", 12))
                .col(string_len("secret", 80))
                .col(uuid_null("created_by"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("webhook_apps", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("webhook_apps", &["company_id", "name_key"], true)).await?;
        m.create_table(
            Table::create()
                .table("webhook_subscriptions")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("app_id"))
                .col(string_len("event", 60))
                .col(string_len("url", 2048))
                .col(boolean("active").default(true))
                .col(timestamp_with_time_zone_null("disabled_at"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("webhook_subscriptions", "app_id", "webhook_apps", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("webhook_subscriptions", &["app_id", "event"], true)).await?;
        m.create_index(index("webhook_subscriptions", &["company_id", "event"], false)).await?;
        m.create_table(
            Table::create()
                .table("webhook_deliveries")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("app_id"))
                .col(uuid("subscription_id"))
                .col(string_len("message_id", 40))
                .col(string_len("module", 30))
                .col(string_len("event", 60))
                .col(text("payload"))
                .col(string_len("status", 12))
                .col(integer("attempts").default(0))
                .col(timestamp_with_time_zone_null("next_attempt_at"))
                .col(uuid_null("replay_of"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("webhook_deliveries", "subscription_id", "webhook_subscriptions", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("webhook_deliveries", &["subscription_id", "status"], false)).await?;
        m.create_table(
            Table::create()
                .table("webhook_attempts")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("app_id"))
                .col(uuid("delivery_id"))
                .col(integer("attempt"))
                .col(string_len("url", 2048))
                .col(string_len("signature", 200))
                .col(string_len("status", 12))
                .col(integer_null("response_status"))
                .col(text_null("response_body"))
                .col(string_len_null("error", 300))
                .col(integer("duration_ms"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("webhook_attempts", "delivery_id", "webhook_deliveries", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("webhook_attempts", &["app_id", "created_at"], false)).await?;
        m.create_index(index("webhook_attempts", &["delivery_id"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["webhook_attempts", "webhook_deliveries", "webhook_subscriptions", "webhook_apps", "integrations"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
