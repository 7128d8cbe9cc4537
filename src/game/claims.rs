//! The endings by a player's act: draw claims (Laws 9.2, 9.3), agreement (5.2.3), resignation
//! (5.1.2) and flag fall (6.9).
//!
//! ```
//! use chess_arbiter::{DrawClaim, Game, Termination};
//! let mut game = Game::new();
//! for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
//!     game.play_san(san).unwrap();
//! }
//! // Black may claim with the move that brings the start position back a third time.
//! let ng8 = game.parse_move("Ng8").unwrap();
//! assert!(game.claimable_draws(None).is_empty());
//! assert_eq!(game.claimable_draws(Some(ng8)), vec![DrawClaim::ThreefoldRepetition]);
//! let outcome = game.claim_draw(Some(ng8)).unwrap();
//! assert_eq!(outcome.termination, Termination::ThreefoldRepetition);
//! assert_eq!(outcome.result(), "1/2-1/2");
//! ```

use super::outcome::{DrawClaim, Outcome, Termination};
use crate::dead::{self, Verdict};
use crate::game::{Game, GameError, FIFTY_MOVES};
use crate::moves::Move;
use crate::position::Position;
use crate::types::Color;

/// The claims that hold for a position occurring for the `repetitions`-th time.
fn claims_for(pos: &Position, repetitions: u32) -> Vec<DrawClaim> {
    let mut claims = Vec::new();
    if repetitions >= 3 {
        claims.push(DrawClaim::ThreefoldRepetition);
    }
    if pos.halfmoves() >= FIFTY_MOVES {
        claims.push(DrawClaim::FiftyMoves);
    }
    claims
}

/// Why no claim holds, for the message of [`GameError::NoClaim`].
fn why_not(pos: &Position, repetitions: u32) -> String {
    let times = if repetitions == 1 {
        "once".to_string()
    } else {
        format!("{repetitions} times")
    };
    format!(
        "the position has occurred {times} (a third time is needed) and {} single moves (a player's each) without capture or pawn move have been played (100, 50 by each player, are needed)",
        pos.halfmoves()
    )
}

impl Game {
    /// The draws the player to move may claim now (`None`), or by stating `intended` and then
    /// playing it (Laws 9.2.1, 9.3.1). Empty once the game is over, for a move that is not
    /// legal (or allowed), for a move that gives checkmate, and after a touch that lost the
    /// right to claim (Law 9.4).
    pub fn claimable_draws(&self, intended: Option<Move>) -> Vec<DrawClaim> {
        if self.is_over() || self.claim_forfeited() {
            return Vec::new();
        }
        match intended {
            None => claims_for(self.position(), self.repetitions()),
            Some(m) => {
                if !self.allowed_moves().contains(&m) {
                    return Vec::new();
                }
                let mut next = self.position().clone();
                next.play_unchecked(m);
                if next.is_checkmate() {
                    return Vec::new();
                }
                claims_for(&next, self.repetitions_of(&next))
            }
        }
    }

    /// The player to move claims a draw: now (`None`), or with a stated move, which is played
    /// first whether or not the claim then holds (Laws 9.2.1, 9.3.1). A claim that holds ends
    /// the game (threefold repetition before the fifty-move rule when both hold). Should the
    /// stated move end the game by itself (checkmate, fivefold, ...), that ending is returned.
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::IllegalMove`] for a stated move that is not legal
    /// (nothing is played); [`GameError::NoClaim`] when no claim holds — the stated move stays
    /// played and the game goes on.
    pub fn claim_draw(&mut self, intended: Option<Move>) -> Result<Outcome, GameError> {
        self.ensure_going_on()?;
        let forfeited = self.claim_forfeited();
        let mut played = None;
        if let Some(m) = intended {
            self.ensure_legal(m)?;
            let san = self.san(m);
            self.play(m)?;
            if let Some(outcome) = self.outcome() {
                return Ok(outcome);
            }
            played = Some(san);
        }
        let stands = |why: String| match &played {
            Some(san) => format!("{why}; {san} stands as played"),
            None => why,
        };
        let claim = claims_for(self.position(), self.repetitions())
            .first()
            .copied();
        if let (Some(claim), false) = (claim, forfeited) {
            let outcome = Outcome::draw(claim.termination());
            self.act = Some(outcome);
            return Ok(outcome);
        }
        // A claim that fails, or that a touch made void (Law 9.4), still stands as a draw offer
        // (Law 9.1.2.4); an offer of the opponent's that stands is not withdrawn by it (Law
        // 9.1.2).
        let claimant = if played.is_some() {
            !self.turn()
        } else {
            self.turn()
        };
        if self.draw_offer != Some(!claimant) {
            self.draw_offer = Some(claimant);
        }
        Err(GameError::NoClaim(stands(if forfeited {
            "a piece was touched on this move, which loses the right to claim (Law 9.4)".into()
        } else {
            why_not(self.position(), self.repetitions())
        })))
    }

    /// The players agree to a draw (Law 5.2.3), allowed once both have made at least one move
    /// (counting the moves before a FEN's start, by its fullmove number and side to move).
    ///
    /// # Errors
    /// [`GameError::GameOver`]; [`GameError::AgreementTooEarly`].
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.ensure_going_on()?;
        if self.plies_made() < 2 {
            return Err(GameError::AgreementTooEarly);
        }
        let outcome = Outcome::draw(Termination::Agreement);
        self.act = Some(outcome);
        Ok(outcome)
    }

    /// `color` resigns (Law 5.1.2): the opponent wins, unless it cannot checkmate by any
    /// series of legal moves; then it is a draw.
    ///
    /// # Errors
    /// [`GameError::GameOver`].
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.end_against(color, Termination::Resignation)
    }

    /// `color`'s flag fell (Law 6.9): the opponent wins, unless it cannot checkmate by any
    /// series of legal moves; then it is a draw.
    ///
    /// # Errors
    /// [`GameError::GameOver`].
    pub fn timeout(&mut self, color: Color) -> Result<Outcome, GameError> {
        self.end_against(color, Termination::Timeout)
    }

    fn end_against(
        &mut self,
        loser: Color,
        termination: Termination,
    ) -> Result<Outcome, GameError> {
        self.ensure_going_on()?;
        let outcome = if dead::can_mate(self.position(), !loser) == Verdict::No {
            Outcome::draw(termination)
        } else {
            Outcome::win(termination, !loser)
        };
        self.act = Some(outcome);
        Ok(outcome)
    }
}
