"""The Qt user interface. It shows the tournament and turns the arbiter's actions into
operations on the store; every rule lives in the engine or the domain, never here."""
