//! Courses (SPEC §3 Course assignment, §4 Course, §9): the company's catalogue and each user's assignment, whose
//! deadline is counted in business days. States are computed from the dates, never stored.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("courses")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("name"))
                .col(text_null("description"))
                .col(timestamp_with_time_zone("created_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("courses", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("courses", &["company_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("course_assignments")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("course_id"))
                .col(uuid("user_id"))
                .col(uuid_null("assigned_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(date("expiry_date"))
                .col(timestamp_with_time_zone_null("completed_at"))
                .col(integer("extension_count").default(0))
                .col(timestamp_with_time_zone_null("unassigned_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("course_assignments", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("course_assignments", "course_id", "courses", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("course_assignments", "user_id", "users", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("course_assignments", "assigned_by", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        // One assignment per user and course: reassigning after an unassignment reuses it (through an extension).
        m.create_index(index("course_assignments", &["course_id", "user_id"], true)).await?;
        m.create_index(index("course_assignments", &["company_id", "user_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "course_assignments").await?;
        drop(m, "courses").await
    }
}
