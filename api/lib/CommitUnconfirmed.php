<?php

declare(strict_types=1);

namespace Onas\Api;

/**
 * A database server did not answer a COMMIT: its connection broke or the server stopped while the
 * transaction was being committed. The transaction may be stored or not; only a new connection can tell.
 */
final class CommitUnconfirmed extends \RuntimeException
{
    public function __construct(\Throwable $cause)
    {
        parent::__construct('The database did not confirm the COMMIT: ' . $cause->getMessage(), 0, $cause);
    }
}
