import Composable
