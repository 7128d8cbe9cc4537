//! [`Games`]: the games of a text read one at a time, stopping at the first error or going on
//! after it.

use super::error::PgnError;
use super::model::PgnGame;
use super::reader::Reader;

/// The games of a PGN text, one at a time (see [`games`](super::games)).
pub struct Games<'a> {
    reader: Reader<'a>,
    recover: bool,
    failed: bool,
}

impl<'a> Games<'a> {
    pub(crate) fn new(reader: Reader<'a>, recover: bool) -> Games<'a> {
        Games {
            reader,
            recover,
            failed: false,
        }
    }

    /// The text the game read last was read from (reading it alone gives the same game).
    pub fn last_text(&self) -> &'a str {
        self.reader.last_game_text()
    }
}

impl Iterator for Games<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        match self.reader.next_game() {
            Ok(Some(g)) => Some(Ok(g)),
            Ok(None) => None,
            Err(e) => {
                if self.recover {
                    self.reader.recover();
                } else {
                    self.failed = true;
                }
                Some(Err(e))
            }
        }
    }
}
