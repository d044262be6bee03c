<?php

declare(strict_types=1);

namespace Onas\Api;

/** A message that could not be handed to the mail transport; it stays in the outbox for a retry. */
final class MailError extends \RuntimeException
{
}
