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
                .table("users")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("first_name"))
                .col(string("last_name"))
                .col(string("username"))
                .col(string_null("email"))
                .col(uuid_null("position_id"))
                .col(uuid_null("profile_id"))
                .col(string("password_hash"))
                .col(string_null("signature_key"))
                .col(boolean("enabled").default(true))
                .col(timestamp_with_time_zone_null("email_verified_at"))
                .col(boolean("signature_verified").default(false))
                .col(string_len("locale", 5))
                .col(boolean("is_superadmin").default(false))
                .col(uuid_null("active_project_id"))
                .col(timestamp_with_time_zone_null("last_login_at"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("users", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("users", "position_id", "positions", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("users", "profile_id", "profiles", ForeignKeyAction::SetNull))
                .foreign_key(&mut fk("users", "active_project_id", "projects", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        // Usernames and e-mails sign in without naming a company, so both are unique across companies; they are
        // stored lower-cased, which makes the unique index case-insensitive on both engines.
        m.create_index(index("users", &["username"], true)).await?;
        m.create_index(index("users", &["email"], true)).await?;
        m.create_index(index("users", &["company_id"], false)).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "users").await
    }
}
