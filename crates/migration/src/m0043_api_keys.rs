//! API keys (issue 18, "API for customers"): a company's keys for `/api` v2, each acting as the user who made it
//! within its scopes, revocable, with when it was last used. Only the SHA-256 of a key is stored.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("api_keys")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("user_id"))
                .col(string_len("name", 120))
                .col(string_len("prefix", 20))
                .col(string_len("token_hash", 64))
                .col(string_len("scopes", 40))
                .col(timestamp_with_time_zone_null("last_used_at"))
                .col(timestamp_with_time_zone_null("expires_at"))
                .col(timestamp_with_time_zone_null("revoked_at"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("api_keys", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("api_keys", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("api_keys", &["token_hash"], true)).await?;
        m.create_index(index("api_keys", &["company_id", "created_at"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "api_keys").await
    }
}
