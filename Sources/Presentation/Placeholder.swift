import Checker
