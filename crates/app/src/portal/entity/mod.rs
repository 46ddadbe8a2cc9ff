//! Tables of the owners' portal: sessions, sign-in links and each project's inbound e-mail address.

pub mod inbox;
pub mod link;
pub mod seen;
pub mod session;
