use sea_orm_migration::{prelude::*, schema::*};

#[allow(unused_imports)]
use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("projects")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid_null("group_id"))
                .col(string("name"))
                .col(string_null("code"))
                .col(string_null("address"))
                .col(string_null("city"))
                .col(date_null("municipal_reception_date"))
                .col(string_null("real_estate_name"))
                .col(string_null("real_estate_tax_id"))
                .col(string_null("legal_representative"))
                .col(string_null("legal_representative_tax_id"))
                .col(string_null("logo_key"))
                .col(integer_null("max_users"))
                .col(boolean("active").default(true))
                .col(boolean("is_example").default(false))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("projects", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("projects", "group_id", "project_groups", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("projects", &["company_id", "name"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "projects").await
    }
}
