//! Resumable uploads (tus 1.0): one row per upload in progress. The bytes live in the object store as parts under
//! `staging/<id>/`; the row records how many bytes are committed, and which record the finished upload became.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("uploads")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("user_id"))
                .col(string("purpose"))
                .col(json("metadata"))
                .col(big_integer("length"))
                .col(big_integer("received").default(0))
                .col(json("parts"))
                .col(string("state"))
                .col(uuid_null("result_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("uploads", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("uploads", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("uploads", &["state", "updated_at"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "uploads").await
    }
}
